import { defineRoute, jsonReply } from './route.ts';

// events: see the matching folder of apps/api/src.
