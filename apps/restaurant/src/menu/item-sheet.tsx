import { useLingui } from "@lingui/react/macro";
import { imageUrl } from "@storefront/core/catalog";
import type { MenuItem, MenuOptionGroup } from "@storefront/core/contracts/api/restaurant";
import { LINE_DETAIL_LIMITS } from "@storefront/core/contracts/line-detail-limits";
import { QuantityStepper, useCartActions } from "@storefront/kit/cart";
import { useLocale, useLocalized } from "@storefront/kit/locale";
import { Money, useMoney } from "@storefront/kit/money";
import { cn } from "@storefront/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@storefront/ui/dialog";
import { Label } from "@storefront/ui/label";
import { PlainButton } from "@storefront/ui/plain-button";
import { Textarea } from "@storefront/ui/textarea";
import { type RefObject, useId, useState } from "react";
import { type Chosen, isSingleChoice, menuLine, toggleOption, unitPrice, unmetGroups } from "./menu-choice";

/** Props of `ItemSheet`. */
export interface ItemSheetProps {
  /** The item shown, or null when the sheet is closed. */
  item: MenuItem | null;
  onClose(): void;
  /** Large touch targets (the kiosk). */
  large?: boolean;
  /** The item's button: the sheet has no Radix trigger, so focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** What a group asks for: "Required · choose 1", "Optional · up to 3", "Choose 1 to 2". */
function useGroupRule() {
  const { t } = useLingui();
  return (group: MenuOptionGroup): string => {
    if (group.min === 0) return group.max === 1 ? t`Optional` : t`Optional · up to ${group.max}`;
    if (group.min === group.max) return t`Required · choose ${group.min}`;
    return t`Required · choose ${group.min} to ${group.max}`;
  };
}

function OptionGroup({
  group,
  chosen,
  onToggle,
  missing,
  large,
}: {
  group: MenuOptionGroup;
  chosen: readonly string[];
  onToggle(optionId: string): void;
  missing: boolean;
  large: boolean;
}) {
  const localized = useLocalized();
  const money = useMoney();
  const rule = useGroupRule()(group);
  const name = useId();
  const single = isSingleChoice(group);
  return (
    <fieldset data-testid="option-group" className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2 font-medium">
        <span>{localized(group.name, group.name_lang)}</span>
        <span className={cn("text-xs", missing ? "font-semibold text-destructive" : "text-muted-foreground")}>
          {rule}
        </span>
      </legend>
      {group.options.map((option) => {
        const checked = chosen.includes(option._id);
        const full = !single && !checked && chosen.length >= group.max;
        return (
          <label
            key={option._id}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:checked]:border-primary",
              large ? "py-4 text-lg" : "py-2",
              full && "cursor-not-allowed opacity-50",
            )}
          >
            <input
              type={single ? "radio" : "checkbox"}
              name={name}
              className="size-4 accent-primary"
              checked={checked}
              disabled={full}
              onChange={() => onToggle(option._id)}
            />
            <span className="flex-1">{localized(option.name, option.name_lang)}</span>
            {option.price > 0 ? (
              <span className="text-sm text-muted-foreground">+{money(option.price)}</span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

function ItemForm({ item, onClose, large }: { item: MenuItem; onClose(): void; large: boolean }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { locale } = useLocale();
  const actions = useCartActions();
  const [chosen, setChosen] = useState<Chosen>({});
  const [note, setNote] = useState("");
  const [qty, setQty] = useState(1);
  const noteId = useId();
  const name = localized(item.name, item.name_lang);
  const unmet = unmetGroups(item, chosen);
  const total = unitPrice(item, chosen) * qty;

  const add = () => {
    if (unmet.length > 0) return;
    if (actions.add(menuLine(item, chosen, note, qty))) onClose();
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {item.image ? (
        <img
          src={imageUrl(item.image, { width: 1280, height: 720, locale }) ?? item.image}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full rounded-md object-cover"
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <DialogTitle className={large ? "text-2xl" : undefined}>{name}</DialogTitle>
        {item.description ? (
          <DialogDescription>{localized(item.description, item.description_lang)}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{t`Choose the options and add it to your order.`}</DialogDescription>
        )}
      </div>
      {item.option_groups.map((group) => (
        <OptionGroup
          key={group._id}
          group={group}
          chosen={chosen[group._id] ?? []}
          onToggle={(optionId) => setChosen((current) => toggleOption(current, group, optionId))}
          missing={unmet.includes(group)}
          large={large}
        />
      ))}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={noteId}>{t`Note for the kitchen (optional)`}</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={LINE_DETAIL_LIMITS.note}
          rows={2}
          placeholder={t`No onions, please`}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuantityStepper itemName={name} value={qty} min={1} max={99} onChange={setQty} />
        <PlainButton
          type="submit"
          size="lg"
          className={cn("flex-1", large && "h-14 text-lg")}
          disabled={unmet.length > 0}
        >
          {t`Add to order`} · <Money amount={total} />
        </PlainButton>
      </div>
      {unmet.length > 0 ? (
        <p data-testid="options-needed" aria-live="polite" className="text-sm text-destructive">
          {t`Choose: ${unmet.map((group) => localized(group.name, group.name_lang)).join(t`, `)}`}
        </p>
      ) : null}
    </form>
  );
}

/**
 * A menu item's sheet: its photo and description, its option groups (a radio list when the group
 * takes one, checkboxes up to its `max` otherwise), a note for the kitchen, the quantity and "Add
 * to order" with the price of the choice. While a group's choice is outside its min/max the add is
 * disabled and the groups still to answer are named under it. The form remounts per item, so a reopened sheet starts fresh.
 */
export function ItemSheet({ item, onClose, large = false, returnFocusTo }: ItemSheetProps) {
  const { t } = useLingui();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        data-testid="item-sheet"
        showCloseButton
        closeLabel={t`Close`}
        className={large ? "sm:max-w-2xl" : undefined}
        returnFocusTo={returnFocusTo}
      >
        {item ? <ItemForm key={item._id} item={item} onClose={onClose} large={large} /> : null}
      </DialogContent>
    </Dialog>
  );
}
