import type { Genre } from '../../contract';

export const FIRST_NAMES = [
  'Ava', 'Ben', 'Carla', 'Dev', 'Elena', 'Frank', 'Gina', 'Hector', 'Iris', 'Jamal', 'Kira', 'Luis', 'Maya',
  'Nate', 'Olive', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tariq', 'Uma', 'Victor', 'Wendy', 'Xavier', 'Yara', 'Zeke',
  'Andre', 'Bianca', 'Cole', 'Dana', 'Eli', 'Fiona', 'Gus', 'Hana', 'Ike', 'Jo', 'Kofi', 'Lena', 'Marco', 'Nia',
  'Omar', 'Paige', 'Raj', 'Sofia', 'Theo', 'Val', 'Wes', 'Ximena', 'Yusuf', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abbott', 'Bellamy', 'Castillo', 'Delgado', 'Ellison', 'Fairbanks', 'Garza', 'Holloway', 'Ibarra', 'Jennings',
  'Kowalski', 'Lindqvist', 'Mercer', 'Nakamura', 'Okafor', 'Pemberton', 'Quintero', 'Rasmussen', 'Sandoval',
  'Thornton', 'Underwood', 'Valdez', 'Whitaker', 'Yamamoto', 'Zimmerman', 'Baptiste', 'Chen', 'Dubois', 'Esposito',
  'Fitzgerald', 'Gallagher', 'Hargrove', 'Iyer', 'Jovanovic', 'Kaplan', 'Lozano', 'Moreau', 'Novak', "O'Brien",
  'Petrov', 'Reyes', 'Schultz', 'Tran', 'Vance', 'Webb', 'Young',
] as const;

export const STAGE_PREFIXES = ['The Amazing', 'The Great', 'Mister', 'Madame', 'Doctor', 'Captain', 'Professor', 'Lady'] as const;
export const STAGE_ACTS = [
  'Mystique', 'Zoltan', 'Whirlwind', 'Sparkle', 'Gadget', 'Marvelo', 'Moonbeam', 'Giggles', 'Houdina', 'Pizzazz',
  'Razzle', 'Kaboom', 'Fandango', 'Wobble', 'Dazzle', 'Chuckles', 'Vortex', 'Jubilee', 'Tinsel', 'Bravado',
] as const;
export const DUO_NAMES = [
  'Two Drink Minimum', 'The Punchline Collective', 'Late Night Lab', 'Second City Strays', 'Open Mic Outlaws',
  'The Deadpan Society', 'Laugh Track Rebels', 'The Improv-ables', 'Brass Tacks Brass Band', 'Velvet Rope Revue',
] as const;

export const GENRE_BLURBS: Record<Genre, string[]> = {
  Comedy: ['sharp observational comedy', 'crowd work that makes every room feel like a private joke'],
  'Stand-up': ['tight, rapid-fire stand-up sets', 'headlining stand-up honed on club stages coast to coast'],
  Magic: ['close-up sleight of hand', 'stage illusions that leave audiences arguing on the way home'],
  Variety: ['a variety act mixing juggling, music and physical comedy', 'a fast-paced variety show'],
  Music: ['musical comedy with original songs', 'a piano-driven comedy cabaret'],
  Dance: ['high-energy comedic dance routines', 'a choreographed dance-comedy spectacle'],
  Corporate: ['polished corporate keynotes with laughs built in', 'custom material for company events'],
  Clean: ['clean, family-friendly material', 'humor that works for every generation in the room'],
  Improv: ['long-form improv built from audience suggestions', 'improv games that pull the audience in'],
  Storytelling: ['personal storytelling with a comic edge', 'true stories told with perfect timing'],
};

export const CREDITS = [
  'Featured at the Just for Laughs festival.',
  'Regular at top comedy clubs in New York and Los Angeles.',
  'Toured with national headliners for three seasons.',
  'Performed for more than 300 corporate events.',
  'Winner of a regional comedy competition.',
  'Seen on late-night television and streaming specials.',
  'A favorite on the college circuit.',
  'Resident performer on major cruise lines.',
] as const;

export const REVIEW_LINES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: ['Absolutely brilliant — our guests are still talking about it.', 'Professional, punctual and hilarious.', 'Best booking we have made in years.', 'Read the room perfectly and kept it fresh.'],
  4: ['Great set, a couple of bits ran long.', 'Very funny and easy to work with.', 'Strong show; would book again.'],
  3: ['Solid but not memorable.', 'Good energy, material was hit and miss.'],
  2: ['Arrived late and the set felt rushed.', 'Not the right fit for our crowd.'],
  1: ['Did not match what was agreed.'],
};

export const REVIEWER_NAMES = [
  'Event planner, Chicago', 'Venue manager, Austin', 'HR director', 'Wedding host', 'Festival organizer',
  'Club booker', 'Corporate events lead', 'Campus activities board', 'Private party host', 'Casino entertainment manager',
] as const;

export const VENUE_WORDS = ['Laugh Track', 'Punchline', 'Chuckle Hut', 'Velvet Room', 'Standup Station', 'Grand Theater', 'Riverside Hall', 'Comedy Cellar', 'Loft', 'Playhouse'] as const;
