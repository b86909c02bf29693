import { describe, expect, it } from 'vitest';
import { get, html } from '../helpers/site';

describe('smoke', () => {
  it('serves the home page', async () => {
    const { response, body } = await html('/');
    expect(response.status).toBe(200);
    expect(body).toContain('<title>');
  });
  it('floor', async () => {
    const response = await get('/__floor');
    expect(await response.text()).toBe('ok');
  });
});
