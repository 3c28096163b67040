/// <reference lib="webworker" />
import { type IntlWarmRequest, warmIntlData } from "./warm-intl-data";

// The boot's Intl warm-up (warm-intl.ts): prepare what the page asks for, answer, and end.
self.onmessage = (event: MessageEvent<IntlWarmRequest>) => {
  warmIntlData(event.data);
  self.postMessage("warm");
  self.close();
};
