import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateApart } from "./hydrate-apart";

// What the browser's hydration splits on: each part is a Suspense boundary in the server HTML
// (`<!--$-->…<!--/$-->`), which React hydrates as a unit of its own.
describe("HydrateApart", () => {
  it("marks each part as a boundary of its own in the server's HTML", () => {
    const html = renderToString(
      <ul>
        {["a", "b", "c"].map((id) => (
          <li key={id}>
            <HydrateApart>
              <p>{id}</p>
            </HydrateApart>
          </li>
        ))}
      </ul>,
    );
    expect(html.match(/<!--\$-->/g)).toHaveLength(3);
    expect(html).toContain("<li><!--$--><p>a</p><!--/$--></li>");
  });
});
