import { afterEach, expect } from "vitest";
import { contractViolations } from "./contract-violations";

// Every answer of every API test is checked against its endpoint's contract, undeclared fields
// included (`validateResponses` in the harness): a test that received a violating answer fails
// here, even when it asserts nothing about that answer.
afterEach(() => {
  expect(contractViolations.splice(0), "answers that break their contract").toEqual([]);
});
