import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { contactMessageSchema } from '../../../../schema/inputs';
import { notify } from '../../components/toaster';
import { apiRequest, errorMessage } from '../../lib/http';

type FieldName = 'firstName' | 'lastName' | 'email' | 'company' | 'subject' | 'message';
type Values = Record<FieldName, string>;

const FIELDS: readonly { name: FieldName; label: string; required: boolean; type?: 'email'; autoComplete?: string }[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', required: false, autoComplete: 'organization' },
  { name: 'subject', label: 'Subject', required: true },
  { name: 'message', label: 'Message', required: true },
];

const EMPTY: Values = { firstName: '', lastName: '', email: '', company: '', subject: '', message: '' };

const fieldId = (name: FieldName) => `contact-${name}`;

/** The first message the shared schema gives for each invalid field. */
function fieldErrors(values: Values): Partial<Record<FieldName, string>> | null {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as FieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * The contact form (section 3): checked in the browser with the same zod schema the server
 * enforces, then stored through POST /api/contact. `initialSubject` comes from ?subject=.
 */
export function ContactForm({ initialSubject }: { initialSubject: string }) {
  const [values, setValues] = useState<Values>({ ...EMPTY, subject: initialSubject });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [pending, setPending] = useState(false);

  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldErrors(values);
    if (invalid) {
      setErrors(invalid);
      const first = FIELDS.find((field) => invalid[field.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await apiRequest<{ message: string }>('POST', '/api/contact', contactMessageSchema.parse(values));
      notify({ type: 'success', title: 'Message sent', description: answer.message });
      setValues(EMPTY);
    } catch (error) {
      notify({ type: 'error', title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.') });
    } finally {
      setPending(false);
    }
  };

  const control = (field: (typeof FIELDS)[number]) => (
    <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required} disabled={pending}>
      <Field.Label htmlFor={fieldId(field.name)}>
        {field.label}
        {field.required ? (
          <Field.RequiredIndicator />
        ) : (
          <Text as="span" color="fg.subtle" fontWeight="normal">
            (optional)
          </Text>
        )}
      </Field.Label>
      {field.name === 'message' ? (
        <Textarea id={fieldId(field.name)} name={field.name} value={values[field.name]} onChange={change(field.name)} rows={6} bg="white" />
      ) : (
        <Input
          id={fieldId(field.name)}
          name={field.name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={change(field.name)}
          bg="white"
        />
      )}
      <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
    </Field.Root>
  );

  const [firstName, lastName, email, company, subject, message] = FIELDS;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-heading">
      <Stack gap="5">
        <Text fontSize="sm" color="fg.subtle">
          Fields marked * are required.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {control(firstName!)}
          {control(lastName!)}
          {control(email!)}
          {control(company!)}
        </SimpleGrid>
        {control(subject!)}
        {control(message!)}
        <Button type="submit" loading={pending} loadingText="Sending..." bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} size="lg" alignSelf={{ base: 'stretch', md: 'start' }}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
