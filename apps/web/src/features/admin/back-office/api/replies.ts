import { useQuery } from '@tanstack/react-query';
import type { ReplyTemplateBody, ReplyTemplateResponse, ReplyTemplatesResponse, UndoResponse } from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export const replyTemplatesQuery = () => panelQuery<ReplyTemplatesResponse>(['replies'], ['reply-templates'], '/api/reply-templates');
export const useReplyTemplates = () => useQuery(replyTemplatesQuery());

const templatePath = (id: string) => `/api/reply-templates/${encodeURIComponent(id)}`;

export const useAddReply = () => usePanelWrite('replies', 'add', (body: ReplyTemplateBody) => api.post<ReplyTemplateResponse>('/api/reply-templates', body));
export const useEditReply = () =>
  usePanelWrite('replies', 'edit', ({ id, body }: { id: string; body: ReplyTemplateBody }) => api.put<ReplyTemplateResponse>(templatePath(id), body));
export const useRemoveReply = () => usePanelWrite('replies', 'remove', (id: string) => api.delete<unknown>(templatePath(id)));
export const useUndoReplies = () => usePanelWrite('replies', 'undo', () => api.post<UndoResponse>('/api/reply-templates/undo', {}));
