/**
 * The form's checks of SPEC.md section 5, with the server's Dutch messages
 * (functions/src/domain/validatie.ts). Repeated here in plain code because that module
 * brings zod, too heavy for the public bundle; the server checks again and has the last word.
 */
import type { NieuweDeelnemer } from '@domain/types';

export type Veld = keyof NieuweDeelnemer;
export type Fouten = Partial<Record<Veld, string>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const TELEFOON = /^[0-9+()\-\s.]{6,30}$/;

const lengte = (veld: string, waarde: string, max: number) =>
  waarde.length > max ? `${veld} mag hoogstens ${max} tekens lang zijn` : undefined;

export function controleer(waarden: NieuweDeelnemer): Fouten {
  const naam = waarden.naam.trim();
  const email = waarden.email.trim();
  const telefoon = waarden.telefoon.trim();
  const fouten: Fouten = {
    naam: naam ? lengte('Naam', naam, 100) : 'Naam is verplicht',
    email: !email
      ? 'Email is verplicht'
      : (lengte('Email', email, 254) ?? (EMAIL.test(email) ? undefined : 'Vul een geldig e-mailadres in')),
    telefoon:
      telefoon && !TELEFOON.test(telefoon)
        ? 'Vul een geldig telefoonnummer in (alleen cijfers, spaties, +, - en haakjes)'
        : undefined,
  };
  for (const veld of Object.keys(fouten) as Veld[]) if (!fouten[veld]) delete fouten[veld];
  return fouten;
}
