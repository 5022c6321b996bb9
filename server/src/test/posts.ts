import type { TestUser } from './fixtures.ts';
import { human } from './requests.ts';
import type { TestApp } from './test-app.ts';

/** A discussion by this member, through the API; answers its id. */
export async function postThread(t: TestApp, author: TestUser, title = 'A testimony of grace'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/community/threads',
    headers: author.auth,
    payload: { ...human(), title, category: 'testimonies', content: 'God has been faithful to our family this year.' },
  });
  if (res.statusCode !== 201) throw new Error(`thread not created: ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** A reply by this member in a thread (an answer to `parentId` when given), through the API; answers its id. */
export async function postReply(
  t: TestApp,
  author: TestUser,
  threadId: string,
  content = 'Amen, thank you for sharing.',
  parentId?: string,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/community/threads/${threadId}/comments`,
    headers: author.auth,
    payload: { ...human(), content, ...(parentId ? { parentId } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`reply not created: ${res.body}`);
  return res.json<{ id: string }>().id;
}
