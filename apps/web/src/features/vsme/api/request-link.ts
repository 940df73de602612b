import type { SaveVsmeAnswer, VsmeRequestForm, VsmeRequestQuestion } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiRequestError,
  checkedAnswer,
  errorMessageFrom,
  toApiPath,
  type PickSchema,
} from '../../../lib/api-client';
import type { AnswerSchema } from '@impact/contracts';
import { requestFormAnswer, requestQuestionAnswer } from './answers';

/**
 * The contact's calls, keyed by the link's token alone. Not through apiClient: the contact has no
 * account, so no stored session token may ride along (a consultant opening a client's link in their own
 * browser must not answer as themselves), and a 404 here means 'link invalid', never 'signed out'.
 * No referrer either, so the token in the page's address does not leave with a request.
 */
async function linkRequest<S extends AnswerSchema>(
  path: string,
  pick: PickSchema<S>,
  init: { method: string; json?: unknown; form?: FormData },
) {
  const url = toApiPath(path);
  const response = await fetch(url, {
    method: init.method,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    ...(init.json === undefined
      ? init.form
        ? { body: init.form }
        : {}
      : { body: JSON.stringify(init.json), headers: { 'Content-Type': 'application/json' } }),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiRequestError(errorMessageFrom(text, response.status), response.status);
  return checkedAnswer(`${init.method} ${url}`, pick, JSON.parse(text) as unknown);
}

const linkPath = (token: string) => `/vsme/requests/${encodeURIComponent(token)}`;
const answerPath = (token: string, datapointId: string) =>
  `${linkPath(token)}/answers/${encodeURIComponent(datapointId)}`;
export const requestFormKey = (token: string) => ['vsme-request', token] as const;

/** GET /vsme/requests/:token: the questions asked, with the answers saved so far. */
export const useRequestForm = (token: string) =>
  useQuery({
    queryKey: requestFormKey(token),
    queryFn: () => linkRequest(linkPath(token), requestFormAnswer, { method: 'GET' }).then((a) => a.data),
  });

/** Puts a changed question (after a save, an upload or a removal) into the cached form. */
function useReplaceQuestion(token: string) {
  const queryClient = useQueryClient();
  return (question: VsmeRequestQuestion) =>
    queryClient.setQueryData<VsmeRequestForm>(requestFormKey(token), (form) =>
      form
        ? {
            ...form,
            questions: form.questions.map((old) =>
              old.datapointId === question.datapointId ? question : old,
            ),
          }
        : form,
    );
}

/** PUT …/answers/:datapointId: the answer as a draft. */
export function useSaveAnswer(token: string, datapointId: string) {
  const replace = useReplaceQuestion(token);
  return useMutation({
    mutationFn: (data: SaveVsmeAnswer) =>
      linkRequest(answerPath(token, datapointId), requestQuestionAnswer, { method: 'PUT', json: { data } }),
    onSuccess: ({ data }) => replace(data),
  });
}

/** POST …/evidence (one file, multipart) and DELETE …/evidence/:fileId. */
export function useEvidence(token: string, datapointId: string) {
  const replace = useReplaceQuestion(token);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return linkRequest(`${answerPath(token, datapointId)}/evidence`, requestQuestionAnswer, {
        method: 'POST',
        form,
      });
    },
    onSuccess: ({ data }) => replace(data),
  });
  const remove = useMutation({
    mutationFn: (fileId: string) =>
      linkRequest(
        `${answerPath(token, datapointId)}/evidence/${encodeURIComponent(fileId)}`,
        requestQuestionAnswer,
        { method: 'DELETE' },
      ),
    onSuccess: ({ data }) => replace(data),
  });
  return { upload, remove };
}

/** POST /vsme/requests/:token/submit: every draft answer is submitted. */
export function useSubmitAnswers(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => linkRequest(`${linkPath(token)}/submit`, requestFormAnswer, { method: 'POST' }),
    onSuccess: ({ data }) => queryClient.setQueryData(requestFormKey(token), data),
  });
}
