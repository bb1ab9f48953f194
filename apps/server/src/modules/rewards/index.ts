// The rewards module's public entry: what other modules may use of it.

// A competition's prizes are proposed as rewards when its results are published (competitions).
export { proposePrizeIn } from './rewards.service.ts';
