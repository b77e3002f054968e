import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the configured port in development, so e-mail links reach this server', () => {
    expect(readEnv({ PORT: '5182' }).PUBLIC_URL).toBe('http://localhost:5182');
    expect(readEnv({ NODE_ENV: 'test', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('defaults to port 5000 when neither PORT nor PUBLIC_URL is set', () => {
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:5000');
  });

  it('keeps an explicit PUBLIC_URL whatever the port', () => {
    const env = readEnv({ PORT: '5182', PUBLIC_URL: 'https://donate.example.ca' });
    expect(env.PUBLIC_URL).toBe('https://donate.example.ca');
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => readEnv({ NODE_ENV: 'production', PORT: '8080' })).toThrow(/PUBLIC_URL/);
  });

  it('starts in production with PUBLIC_URL set', () => {
    const env = readEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://donate.example.ca' });
    expect(env.PUBLIC_URL).toBe('https://donate.example.ca');
  });

  it('refuses a PUBLIC_URL that is not a URL', () => {
    expect(() => readEnv({ PUBLIC_URL: 'localhost' })).toThrow(/PUBLIC_URL/);
  });
});
