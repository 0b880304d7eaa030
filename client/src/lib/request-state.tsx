import { createContext, useContext, type ReactNode } from 'react';
import type { FormName, RequestState, SignupStep, SubmittedForm } from '../../../schema/forms';

const RequestStateContext = createContext<RequestState>({});

/**
 * What the server rendered from the request rather than the URL (a form posted without scripts
 * and its errors, the signup a survey step belongs to). The browser hydrates with the same state
 * (the `__REQUEST__` data island), so the page matches the server's HTML.
 */
export function RequestStateProvider({ value = {}, children }: { value?: RequestState; children: ReactNode }) {
  return <RequestStateContext.Provider value={value}>{children}</RequestStateContext.Provider>;
}

/** The form the server answered, when it is this one: its values and errors, to show again. */
export function useSubmittedForm(name: FormName): SubmittedForm | undefined {
  const { form } = useContext(RequestStateContext);
  return form?.name === name ? form : undefined;
}

/** The signup a survey step belongs to, when the server knows it. */
export function useSignupStep(): SignupStep | undefined {
  return useContext(RequestStateContext).signup;
}

/** The page of this site the visitor came from, when the server knows it. */
export function useCameFrom(): string | undefined {
  return useContext(RequestStateContext).cameFrom;
}
