// The topic calls of the home page's topic section, wired to the request layer here so they
// load with that section's chunk.
import { createTopicsApi } from '../../api/topics';
import { request } from '../../services';

export const homeTopics = createTopicsApi(request);
