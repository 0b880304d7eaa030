import { Alert, Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CONTACT_THANKS, fieldErrors } from '../../../../schema/forms';
import { contactMessageSchema } from '../../../../schema/inputs';
import { notify, notifyFailure, SOMETHING_WENT_WRONG } from '../../components/toaster';
import { paths } from '../../config/paths';
import { apiPost } from '../../lib/http';
import { messageAnswerSchema } from '../../../../schema/forms';
import { useSubmittedForm } from '../../lib/request-state';
import { FormAlert } from '../../components/form-alert';
import { CONTACT_FORM } from './contact-content';

type FieldName = 'firstName' | 'lastName' | 'email' | 'company' | 'subject' | 'message';
type Errors = Partial<Record<string, string>>;

const FIELDS: readonly { name: FieldName; required: boolean; type?: 'email'; autoComplete?: string }[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', required: false, autoComplete: 'organization' },
  { name: 'subject', required: true },
  { name: 'message', required: true },
];

const fieldId = (name: FieldName) => `contact-${name}`;

const valuesOf = (form: HTMLFormElement) => Object.fromEntries(FIELDS.map(({ name }) => [name, String(new FormData(form).get(name) ?? '')]));

/**
 * The contact form (first and last name, email, company, subject, message). A plain form posted
 * to /contact (server/src/modules/contact/contact.forms.ts) that works without scripts; once the
 * page is live it is checked here with the same zod schema the server enforces and sent to
 * POST /api/contact. Its fields are uncontrolled, so what was typed before the scripts ran is
 * what is sent. `initialSubject` comes from ?subject=; `sent` shows the thanks after a message
 * sent without scripts.
 */
export function ContactForm({ initialSubject, sent }: { initialSubject: string; sent: boolean }) {
  const submitted = useSubmittedForm('contact');
  const [errors, setErrors] = useState<Errors>(submitted?.errors ?? {});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const invalid = fieldErrors(contactMessageSchema, values);
    if (invalid) {
      setErrors(invalid);
      const first = FIELDS.find((field) => invalid[field.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const answer = await apiPost('/api/contact', contactMessageSchema.parse(values), messageAnswerSchema).catch(notifyFailure(SOMETHING_WENT_WRONG));
    setPending(false);
    if (!answer) return;
    notify({ type: 'success', title: CONTACT_FORM.sent, description: answer.message });
    // Empty, not reset: a reset would bring back the values the page was rendered with.
    for (const { name } of FIELDS) (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value = '';
  };

  // A field's message goes once the visitor changes that field.
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const defaultValue = (name: FieldName) => submitted?.values[name] ?? (name === 'subject' ? initialSubject : '');

  const control = (field: (typeof FIELDS)[number]) => (
    <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required} readOnly={pending}>
      <Field.Label htmlFor={fieldId(field.name)}>
        {CONTACT_FORM.labels[field.name]}
        {field.required ? (
          <Field.RequiredIndicator />
        ) : (
          <Text as="span" color="fg.subtle" fontWeight="normal">
            {CONTACT_FORM.optional}
          </Text>
        )}
      </Field.Label>
      {field.name === 'message' ? (
        <Textarea id={fieldId(field.name)} name={field.name} defaultValue={defaultValue(field.name)} rows={6} bg="white" />
      ) : (
        <Input id={fieldId(field.name)} name={field.name} type={field.type ?? 'text'} autoComplete={field.autoComplete} defaultValue={defaultValue(field.name)} bg="white" />
      )}
      <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
    </Field.Root>
  );

  const [firstName, lastName, email, company, subject, message] = FIELDS;
  return (
    <form method="post" action={paths.contact} onSubmit={submit} onInput={clearError} noValidate aria-labelledby="contact-form-heading">
      <Stack gap="5">
        {sent && !submitted ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CONTACT_FORM.sent}</Alert.Title>
              <Alert.Description>{CONTACT_THANKS}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <FormAlert message={submitted?.message} />
        <Text fontSize="sm" color="fg.subtle">
          {CONTACT_FORM.requiredNote}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {control(firstName!)}
          {control(lastName!)}
          {control(email!)}
          {control(company!)}
        </SimpleGrid>
        {control(subject!)}
        {control(message!)}
        <Button type="submit" loading={pending} loadingText={CONTACT_FORM.sending} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} size="lg" alignSelf={{ base: 'stretch', md: 'start' }}>
          {CONTACT_FORM.submit}
        </Button>
      </Stack>
    </form>
  );
}
