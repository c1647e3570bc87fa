import { useState, type ChangeEvent, type ReactNode } from 'react';

/**
 * The text fields of a small form, each with the message of the last check under it, or else its
 * hint. Typing in a field drops its message: the message was about what was typed before, and the
 * hint may say something of what is typed now (the name as the bank will read it).
 */
export function useTekstvelden<V extends string>(begin: Record<V, string>) {
  const [waarden, setWaarden] = useState(begin);
  const [fouten, setFouten] = useState<Partial<Record<V, string>>>({});
  return {
    waarden,
    fouten,
    setFouten,
    /** Every field as it began, without messages (after saving). */
    herstel() {
      setWaarden(begin);
      setFouten({});
    },
    /** One TextField's value, onChange, error and helperText. */
    veld: (naam: V, hint: ReactNode = ' ') => ({
      value: waarden[naam],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const waarde = e.target.value;
        setWaarden((huidig) => ({ ...huidig, [naam]: waarde }));
        setFouten((huidig) => {
          const rest = { ...huidig };
          delete rest[naam];
          return rest;
        });
      },
      error: fouten[naam] !== undefined,
      helperText: fouten[naam] ?? hint,
    }),
  };
}
