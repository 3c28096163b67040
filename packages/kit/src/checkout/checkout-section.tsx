import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { Label } from "@storefront/ui/label";
import { RadioGroupItem } from "@storefront/ui/radio-group";
import type { ReactNode } from "react";

/** One titled card of a checkout (delivery, address, payment…). */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** Props of `CheckoutChoice`. */
export interface CheckoutChoiceProps {
  id: string;
  value: string;
  label: string;
  detail?: string;
}

/** One option of a checkout's radio group: a bordered row with its label and a detail under it. */
export function CheckoutChoice({ id, value, label, detail }: CheckoutChoiceProps) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <RadioGroupItem value={value} id={id} className="mt-0.5" />
      <Label
        htmlFor={id}
        className="flex flex-1 flex-col items-start gap-1 text-start font-normal leading-normal"
      >
        <span className="font-medium">{label}</span>
        {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
      </Label>
    </div>
  );
}
