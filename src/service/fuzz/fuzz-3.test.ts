import { fuzzShard } from './fuzz-shard.ts';

fuzzShard(3, 4);
