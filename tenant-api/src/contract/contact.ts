import { z } from 'zod';

/** SPEC 3 inquiry types, plus the agencies' enquiry from the white-label page. */
export const CONTACT_TYPES = ['general', 'booking', 'performer', 'technical', 'billing', 'white-label'] as const;
export const ContactType = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof ContactType>;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  type: 'Choose an inquiry type',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  company: 'Company is required',
} as const;

const text = (min: number, max: number, message: string, label: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/** SPEC 5 contact validation; company is required for an agency's white-label enquiry. */
export const ContactBody = z
  .strictObject({
    name: text(2, 120, CONTACT_MESSAGES.name, 'Name'),
    email: z
      .string({ error: CONTACT_MESSAGES.email })
      .trim()
      .max(254, CONTACT_MESSAGES.email)
      .pipe(z.email({ error: CONTACT_MESSAGES.email }))
      .transform((email) => email.toLowerCase()),
    type: z.enum(CONTACT_TYPES, { error: CONTACT_MESSAGES.type }),
    subject: text(5, 200, CONTACT_MESSAGES.subject, 'Subject'),
    message: text(10, 5000, CONTACT_MESSAGES.message, 'Message'),
    company: optionalText(200, 'Company'),
    website: optionalText(300, 'Website'),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'white-label' && !body.company) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: CONTACT_MESSAGES.company });
    }
  })
  .meta({ id: 'ContactBody' });
export type ContactBody = z.input<typeof ContactBody>;

export const ContactResponse = z
  .object({ id: z.uuid(), status: z.literal('received'), message: z.string() })
  .meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof ContactResponse>;
