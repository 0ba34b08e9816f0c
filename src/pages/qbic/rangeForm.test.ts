import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { draftCount, rangeFormProblems, serverRangeProblem } from './rangeForm';

const LAB = { rangeId: 'r1', name: 'Lab', firstIp: '10.0.0.1', lastIp: '10.0.0.20' };

describe('range form', () => {
  it('accepts a valid range and counts its addresses', () => {
    const draft = { name: 'Hall', firstIp: ' 10.0.1.1', lastIp: '10.0.1.254 ' };
    expect(rangeFormProblems(draft, [LAB])).toEqual([]);
    expect(draftCount(draft)).toBe(254);
    expect(draftCount({ ...draft, lastIp: 'x' })).toBe(0);
  });

  it.each([
    [{ name: '', firstIp: '10.0.1.1', lastIp: '10.0.1.2' }, 'name', 'dm.qbic.ranges.errors.name'],
    [
      { name: 'A', firstIp: '10.0.1', lastIp: '10.0.1.2' },
      'firstIp',
      'dm.devices.ipRange.errors.invalidAddress',
    ],
    [
      { name: 'A', firstIp: '10.0.1.1', lastIp: '10.0.1.256' },
      'lastIp',
      'dm.devices.ipRange.errors.invalidAddress',
    ],
    [
      { name: 'A', firstIp: '10.0.1.9', lastIp: '10.0.1.2' },
      'range',
      'dm.devices.ipRange.errors.firstAfterLast',
    ],
    [
      { name: 'A', firstIp: '10.0.0.0', lastIp: '10.0.4.0' },
      'range',
      'dm.devices.ipRange.errors.tooManyAddresses',
    ],
    [{ name: 'A', firstIp: '10.0.0.20', lastIp: '10.0.0.30' }, 'range', 'dm.devices.ipRange.errors.overlap'],
  ])('refuses %j at %s with %s', (draft, field, key) => {
    const problems = rangeFormProblems(draft, [LAB]);
    expect(problems[0]).toMatchObject({ field, key });
  });

  it('names the overlapped range and the limit in the values, and lets an edit overlap itself', () => {
    const overlap = rangeFormProblems({ name: 'A', firstIp: '10.0.0.5', lastIp: '10.0.0.6' }, [LAB]);
    expect(overlap[0].values).toMatchObject({ name: 'Lab', max: 1024 });
    expect(rangeFormProblems({ ...LAB, lastIp: '10.0.0.40' }, [LAB])).toEqual([]);
  });

  it('maps the server refusals to the same texts and leaves other errors alone', () => {
    expect(serverRangeProblem(new ApiError(90003, 'too many', 400))).toMatchObject({
      key: 'dm.devices.ipRange.errors.tooManyAddresses',
      values: { max: 1024 },
    });
    expect(serverRangeProblem(new ApiError(90004, 'overlap', 409))?.key).toBe(
      'dm.qbic.ranges.errors.overlapUnknown',
    );
    expect(serverRangeProblem(new ApiError(90001, 'bad', 400))?.key).toBe(
      'dm.devices.ipRange.errors.invalidAddress',
    );
    expect(serverRangeProblem(new ApiError(10400, 'bad', 400))).toBeNull();
    expect(serverRangeProblem(new Error('x'))).toBeNull();
  });
});
