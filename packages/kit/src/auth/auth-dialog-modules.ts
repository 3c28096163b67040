import { lazyModule } from "../app";

// The auth dialog's code, in two chunks fetched when it is requested (during its 500 ms delay):
// the Radix dialog with the headings, and the forms.

/** The dialog (Radix Dialog, focus trap, scroll lock): not in the first load. */
export const authDialogModule = lazyModule(() => import("./auth-dialog"));

/** The login, sign-up, guest and forgot-password forms. */
export const loadAuthForms = () => import("./auth-forms");
