/** The address as compared: without surrounding spaces, case-insensitive. */
export const emailSleutel = (email: string): string => email.trim().toLowerCase();
