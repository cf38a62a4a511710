import { PHOTO_WIDTHS } from '../contract';

/**
 * The generated portraits seeded performers get (light enough for the seed to import: no sharp).
 * How many distinct ones the seed hands out: performer i gets i mod this.
 */
export const PORTRAIT_COUNT = 24;
export const PORTRAIT_FOLDER = 'portraits';
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0c1'];
export const portraitBackground = (n: number) => BACKGROUNDS[n % BACKGROUNDS.length]!;

/** A portrait is drawn 4:3 like every card photo. */
export const PORTRAIT_SIZE = { width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], height: 960 };

/** A one-colour placeholder for portrait n, so seeding renders nothing. */
export const portraitPlaceholder = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#${portraitBackground(n)}"/></svg>`)}`;
