import { createContext, useContext } from 'react';
import type { FormName, RequestState, SubmittedForm } from '../../../schema/forms';

/**
 * What the server rendered from the request rather than the URL (a form posted without scripts
 * and its errors, the signup a survey step belongs to). The browser hydrates with the same state
 * (the `__REQUEST__` data island), so the page matches the server's HTML.
 */
export const RequestStateContext = createContext<RequestState>({});

/** What the server knows from the request: the form it answered, the signup a survey step belongs to, the page of this site the visitor came from. */
export const useRequestState = () => useContext(RequestStateContext);

/** The form the server answered, when it is this one: its values and errors, to show again. */
export function useSubmittedForm(name: FormName): SubmittedForm | undefined {
  const { form } = useRequestState();
  return form?.name === name ? form : undefined;
}
