import { seedJourneyData } from "./journey-server";

/** Before the journeys: the demo school seeded once; each worker's server starts from a copy. */
export default function globalSetup() {
  seedJourneyData();
}
