import { describe, expect, it } from 'vitest';
import { defineLifecycle, LifecycleDefinitionError, reasonGiven } from './lifecycle.ts';

const voucher = () =>
  defineLifecycle({
    name: 'vouchers',
    states: ['draft', 'approved', 'posted', 'cancelled'],
    final: ['posted', 'cancelled'],
    actions: {
      create: { from: [null], to: ['draft'], permission: 'vouchers:create' },
      approve: { from: ['draft'], to: ['approved'], permission: 'vouchers:approve' },
      post: { from: ['approved'], to: ['posted'], permission: 'vouchers:post' },
      cancel: {
        from: ['draft', 'approved'],
        to: ['cancelled'],
        permission: 'vouchers:approve',
        reasonRequired: true,
      },
    },
  });

describe('defineLifecycle', () => {
  it('answers what may start from a state, in declaration order', () => {
    const l = voucher();
    expect(l.actionsFrom(null)).toEqual(['create']);
    expect(l.actionsFrom('draft')).toEqual(['approve', 'cancel']);
    expect(l.actionsFrom('approved')).toEqual(['post', 'cancel']);
    expect(l.actionsFrom('posted')).toEqual([]);
    expect(l.can('draft', 'post')).toBe(false);
    expect(l.can('approved', 'post')).toBe(true);
    expect(l.leadsTo('post', 'posted')).toBe(true);
    expect(l.leadsTo('post', 'cancelled')).toBe(false);
  });

  it('knows its states, actions and final states', () => {
    const l = voucher();
    expect(l.isFinal('posted')).toBe(true);
    expect(l.isFinal('draft')).toBe(false);
    expect(l.isState('approved')).toBe(true);
    expect(l.isState('paid')).toBe(false);
    expect(l.isAction('post')).toBe(true);
    expect(l.isAction('pay')).toBe(false);
    expect(l.actions.cancel.reasonRequired).toBe(true);
    expect(Object.isFrozen(l)).toBe(true);
  });

  it('refuses a declaration that names an undeclared state', () => {
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a', 'b'],
        actions: {
          make: { from: [null], to: ['a'], permission: 'x:create' },
          go: { from: ['a'], to: ['b', 'c' as 'b'], permission: 'x:update' },
        },
      }),
    ).toThrow(LifecycleDefinitionError);
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a'],
        final: ['z' as 'a'],
        actions: { make: { from: [null], to: ['a'], permission: 'x:create' } },
      }),
    ).toThrow(/final state "z"/);
  });

  it('refuses a state no action reaches, and two actions that create', () => {
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a', 'orphan'],
        actions: { make: { from: [null], to: ['a'], permission: 'x:create' } },
      }),
    ).toThrow(/"orphan" is reached by no action/);
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a'],
        actions: {
          make: { from: [null], to: ['a'], permission: 'x:create' },
          again: { from: [null], to: ['a'], permission: 'x:create' },
        },
      }),
    ).toThrow(/more than one action creates/);
  });

  it('takes a reason of three characters at least, spaces aside', () => {
    expect(reasonGiven('  ab ')).toBe(false);
    expect(reasonGiven(null)).toBe(false);
    expect(reasonGiven('غياب')).toBe(true);
  });
});
