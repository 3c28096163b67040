import { act, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AppKeyed, appKeyAtom, reloadAppAtom } from "./app-key";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe("AppKeyed", () => {
  it("re-mounts its children when the app key is bumped", () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <AppKeyed>
          <Counter />
        </AppKeyed>
      </Provider>,
    );
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("1");
    act(() => store.set(reloadAppAtom));
    expect(store.get(appKeyAtom)).toBe(1);
    expect(screen.getByRole("button").textContent).toBe("0");
  });
});
