/**
 * The browser tests' sign-ins (test/contract/adapters.ts): test workers sign in as the administrator at once, and
 * WordPress keeps a user's sessions in one user-meta row that each sign-in reads, extends and writes back. Signed
 * in one at a time, every session stays valid; concurrent, all but a few were lost, and a browser signed in that
 * way was sent back to wp-login.php by its next page.
 */
import { describe, expect, inject, it } from 'vitest';
import { wordpressLogin } from '../contract/adapters';

describe('signing in to wp-admin from the tests', () => {
  it('keeps every session of sign-ins made at once', async () => {
    const cookies = await Promise.all(Array.from({ length: 8 }, () => wordpressLogin()));
    for (const [index, cookie] of cookies.entries()) {
      const answer = await fetch(`${inject('wordpress').url}/wp-admin/profile.php`, { headers: { cookie }, redirect: 'manual' });
      await answer.body?.cancel();
      expect(answer.status, `sign-in ${index + 1} of ${cookies.length}: ${answer.headers.get('location') ?? ''}`).toBe(200);
    }
  });
});
