// Password lengths, apart from the schemas that check them: the sign-in page shows them in its
// first paint, and its schemas (zod, about 40 kB in a browser) load only when the form is checked.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
