// The reviews calls, shared by the reviews pages and the summary strip other pages show.
import { createReviewsApi } from '../../api/reviews';
import { request } from '../../services';

export const reviews = createReviewsApi(request);
