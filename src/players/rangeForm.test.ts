import { describe, expect, it } from 'vitest';
import { ApiError } from '../dataProvider/apiError';
import { draftCount, rangeFormProblems, serverRangeProblem } from './rangeForm';

const LAB = { rangeId: 'r1', name: 'Lab', firstIp: '10.0.0.1', lastIp: '10.0.0.20' };

describe('range form', () => {
  it('accepts a valid range and counts its addresses', () => {
    const draft = { name: 'Hall', firstIp: ' 10.0.1.1', lastIp: '10.0.1.254 ' };
    expect(rangeFormProblems(draft, [LAB])).toEqual([]);
    expect(draftCount(draft)).toBe(254);
    expect(draftCount({ ...draft, lastIp: 'x' })).toBe(0);
  });

  it('needs a name', () => {
    const problems = rangeFormProblems({ name: ' ', firstIp: '10.0.1.1', lastIp: '10.0.1.2' }, [LAB]);
    expect(problems).toEqual([
      { field: 'name', key: 'dm.qbic.ranges.errors.name', values: { smart_count: 64, max: 64 } },
    ]);
  });

  it.each([
    ['10.0.1', '10.0.1.2', 'firstIp', 'invalidAddress'],
    ['10.0.1.1', '10.0.1.256', 'lastIp', 'invalidAddress'],
    ['10.0.1.9', '10.0.1.2', 'range', 'firstAfterLast'],
    ['10.0.0.0', '10.0.4.0', 'range', 'tooManyAddresses'],
    ['10.0.0.20', '10.0.0.30', 'range', 'overlap'],
  ])('refuses %s to %s at %s with the %s text', (firstIp, lastIp, field, kind) => {
    const problems = rangeFormProblems({ name: 'A', firstIp, lastIp }, [LAB]);
    expect(problems[0]).toMatchObject({ field, key: `dm.devices.ipRange.errors.${kind}` });
  });

  it('names the overlapped range and the limit in the values, and lets an edit overlap itself', () => {
    const overlap = rangeFormProblems({ name: 'A', firstIp: '10.0.0.5', lastIp: '10.0.0.6' }, [LAB]);
    expect(overlap[0].values).toMatchObject({ name: 'Lab', max: 1024 });
    expect(rangeFormProblems({ ...LAB, lastIp: '10.0.0.40' }, [LAB])).toEqual([]);
  });

  it('maps the server refusals to the same texts and leaves other errors alone', () => {
    expect(serverRangeProblem(new ApiError(90003, 'too many', 400))).toMatchObject({
      key: 'dm.devices.ipRange.errors.tooManyAddresses',
      values: { smart_count: 1024, max: 1024 },
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
