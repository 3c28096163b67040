import { msg } from "@lingui/core/macro";

/** Messages kit shows outside React components (the error page link, spec §2). */
export const kitMessages = {
  goHome: msg`Go To Home Page`,
};
