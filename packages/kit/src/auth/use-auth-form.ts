import type { MessageDescriptor } from "@lingui/core";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { authFailure } from "./server-errors";
import { type FieldErrors, isValid } from "./validation";

/** State and submit logic shared by the auth forms. */
export interface AuthForm<F extends string> {
  formRef: React.RefObject<HTMLFormElement | null>;
  errors: FieldErrors<F>;
  formError: MessageDescriptor | undefined;
  pending: boolean;
  /** Clears a field's error (while the shopper corrects it). */
  clearError(field: F): void;
  /**
   * Validates with `validate`; when valid runs `action`, mapping a failure onto the form with
   * `authFailure`. The first invalid control gets the focus after a failed attempt.
   */
  submit(event: FormEvent, validate: () => FieldErrors<F>, action: () => Promise<void>): void;
}

/** Form state of one auth form; `apiFields` maps the API's body fields to the form's. */
export function useAuthForm<F extends string>(apiFields: Partial<Record<string, F>>): AuthForm<F> {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<MessageDescriptor>();
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const pendingRef = useRef(false);
  const fieldsRef = useRef(apiFields);
  fieldsRef.current = apiFields;

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [attempt]);

  const clearError = useCallback((field: F) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const submit = useCallback(
    (event: FormEvent, validate: () => FieldErrors<F>, action: () => Promise<void>) => {
      event.preventDefault();
      if (pendingRef.current) return;
      const found = validate();
      setErrors(found);
      setFormError(undefined);
      if (!isValid(found)) {
        setAttempt((n) => n + 1);
        return;
      }
      pendingRef.current = true;
      setPending(true);
      action()
        .catch((error: unknown) => {
          const failure = authFailure<F>(error, fieldsRef.current);
          setErrors(failure.fields);
          setFormError(failure.form);
          setAttempt((n) => n + 1);
        })
        .finally(() => {
          pendingRef.current = false;
          setPending(false);
        });
    },
    [],
  );

  return { formRef, errors, formError, pending, clearError, submit };
}
