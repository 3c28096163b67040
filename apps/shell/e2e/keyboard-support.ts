import { expect, type Locator, type Page } from "./fixtures";

/**
 * Opens a dialog from its button by keyboard (focus, then Enter), closes it with Escape and checks
 * that the focus went back to the button.
 */
export async function openAndCloseByKeyboard(page: Page, button: Locator, dialog: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}
