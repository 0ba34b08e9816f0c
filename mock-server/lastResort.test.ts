import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { keepServing } from './lastResort';

describe('keepServing', () => {
  it('logs an error nobody caught, and a rejection nobody handled, instead of ending the process', () => {
    const logged: string[] = [];
    const target = new EventEmitter();
    keepServing(
      { info: () => undefined, error: (message) => logged.push(message) },
      target as NodeJS.Process,
    );
    target.emit('uncaughtException', new Error('Unexpected end of form'));
    target.emit('unhandledRejection', 'gone');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('Unexpected end of form');
    expect(logged[1]).toContain('gone');
  });
});
