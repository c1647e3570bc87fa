/** The fair of the Store contract: its own details, and aflevering rows compared on their data. */
import type { Beurs } from '../../../kern/types';

/** Aflevering rows compared on their data, whether or not an adapter sets an empty naam. */
export const kern = (a: { id: string; volgnummer: number; datum: string }) => ({
  id: a.id,
  volgnummer: a.volgnummer,
  datum: a.datum,
});

export const EIGEN_BEURS: Beurs = {
  organisatie: 'Stichting De Vlinder',
  organisatoren: ['Anne', 'Marieke', 'Sanne'],
  socialMediaUrl: 'https://www.facebook.com/devlinder',
  locatie: 'Schoolstraat 12, Utrecht',
  locatieOmschrijving: 'naast basisschool De Regenboog',
  omschrijving: 'de kinderkledingbeurs in de gymzaal',
  email: 'reservelijst@devlinder.example',
};
