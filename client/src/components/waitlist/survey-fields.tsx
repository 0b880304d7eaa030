import { Field, NativeSelect } from '@chakra-ui/react';
import { SURVEY_OPTIONS } from '../../../../schema/inputs';

export type SurveyQuestion = keyof typeof SURVEY_OPTIONS;

export const SURVEY_QUESTIONS: readonly { name: SurveyQuestion; label: string }[] = [
  { name: 'role', label: 'What is your role?' },
  { name: 'companySize', label: 'How big is your company?' },
  { name: 'biggestChallenge', label: 'What is your biggest RFP challenge?' },
  { name: 'industry', label: 'Which industry do you bid in?' },
  { name: 'budget', label: 'What is your typical contract budget?' },
];

/**
 * The survey's five questions, shared by the dialog and the page that works without scripts.
 * Uncontrolled selects: the form is read when it is sent.
 */
export function SurveyFields({ defaults = {}, errors = {}, disabled = false }: { defaults?: Record<string, string>; errors?: Record<string, string | undefined>; disabled?: boolean }) {
  return SURVEY_QUESTIONS.map(({ name, label }) => (
    <Field.Root key={name} invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={name} defaultValue={defaults[name] ?? ''}>
          <option value="">Select an option</option>
          {SURVEY_OPTIONS[name].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  ));
}

/** The form's answers as text, by question. */
export const surveyAnswersOf = (form: HTMLFormElement) =>
  Object.fromEntries(SURVEY_QUESTIONS.map(({ name }) => [name, String(new FormData(form).get(name) ?? '')])) as Record<SurveyQuestion, string>;
