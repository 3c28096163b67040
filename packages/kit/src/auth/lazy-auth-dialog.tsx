import { useLazyModuleWhen } from "../app";
import { dialogCatalogs } from "../i18n";
import { authDialogModule } from "./auth-dialog-modules";
import { useAuthDialogVisible } from "./use-auth-dialog-visible";

/**
 * The auth dialog as every page mounts it: the timing runs here, in the first load, and the
 * dialog's code and wording (fetched during the 500 ms delay) are rendered from the first time it is visible.
 */
export function LazyAuthDialog() {
  const visible = useAuthDialogVisible();
  const module = useLazyModuleWhen(authDialogModule, visible, dialogCatalogs);
  return module ? <module.AuthDialogView visible={visible} /> : null;
}
