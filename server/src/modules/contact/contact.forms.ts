import { fieldErrors } from '../../../../schema/forms';
import { contactMessageSchema } from '../../../../schema/inputs';
import { paths } from '../../../../schema/paths';
import { FormRejected, type PageFormPost } from '../../http/page-forms';
import type { Services } from '../../services';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'subject', 'message'];

/** The contact form without scripts: posted to /contact, stored like POST /api/contact, then its thanks (/contact?sent=1). */
export function contactForms(post: PageFormPost, { contact }: Services) {
  post(paths.contact, {
    form: 'contact',
    fields: CONTACT_FIELDS,
    page: () => paths.contact,
    handle: async (values) => {
      const errors = fieldErrors(contactMessageSchema, values);
      if (errors) throw new FormRejected(errors);
      await contact.send(values);
      return `${paths.contact}?sent=1`;
    },
  });
}
