import { defineRoute, jsonReply } from './route.ts';

// reference-data: see the matching folder of apps/api/src.
