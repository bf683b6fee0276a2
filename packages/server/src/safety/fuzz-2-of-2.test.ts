import { fuzzEndpoints } from "./fuzz";

// Half of the contract's endpoints (every other one); fuzz.ts says what is fuzzed and how.
fuzzEndpoints(2, 2);
