import { defineRoute, jsonReply } from './route.ts';

// scheduling: see the matching folder of apps/api/src.
