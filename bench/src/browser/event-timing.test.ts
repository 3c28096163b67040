import { describe, expect, it } from "vitest";
import { EVENT_TIMING_THRESHOLD_MS, interactionLatencyMs } from "./event-timing";

describe("interactionLatencyMs", () => {
  it("is the longest event of the interaction, ignoring events that are not interactions", () => {
    expect(
      interactionLatencyMs([
        { name: "pointerover", duration: 120, interactionId: 0 },
        { name: "pointerdown", duration: 24, interactionId: 7 },
        { name: "pointerup", duration: 40, interactionId: 7 },
        { name: "click", duration: 64, interactionId: 7 },
      ]),
    ).toBe(64);
  });

  it("is the threshold when Event Timing reported nothing (every event was faster)", () => {
    expect(interactionLatencyMs([])).toBe(EVENT_TIMING_THRESHOLD_MS);
    expect(interactionLatencyMs([{ name: "mousemove", duration: 30, interactionId: 0 }])).toBe(16);
  });
});
