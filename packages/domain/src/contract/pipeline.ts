import { defineRoute, jsonReply } from './route.ts';

// pipeline: see the matching folder of apps/api/src.
