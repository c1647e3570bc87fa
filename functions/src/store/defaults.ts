import type { Beurs, Settings } from '../domain/types';

/** What an empty database answers before anything is saved. */
export const STANDAARD_SETTINGS: Settings = {
  maximumAantalDeelnemers: 250,
  inschrijvingGeopend: false,
  inschrijvingGesloten: false,
};

export const STANDAARD_BEURS: Beurs = {
  organisatie: '',
  organisatoren: [],
  socialMediaUrl: '',
  locatie: '',
  locatieOmschrijving: '',
  omschrijving: '',
  email: 'info@example.org',
};
