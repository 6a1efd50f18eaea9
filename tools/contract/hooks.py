"""Project hooks for the API fuzzer: our business errors are HTTP 200 with a non-zero `code`.

The document says so (every 200 answer is the success envelope or the error envelope, see
docs/API.md), and the response checks validate that as sent. The checks that decide whether
a request was *accepted* look at the HTTP status only, so they read our answers through a
business view: a non-zero `code` is a rejection with the status it stands for, and 40003 is
"authentication required". Everything else (schema, headers, content types, server errors)
is checked on the real response.
"""

import copy
import json

import schemathesis
from schemathesis.specs.openapi import checks as builtin

# What each business code means in HTTP terms (docs/API.md, "Business codes").
STATUS_OF_CODE = {
    40000: 400,  # bad input, data.field names the field
    40003: 401,  # sign in again
    40300: 403,
    40400: 404,
    40900: 409,
    50200: 502,  # a partner service failed
    50300: 503,  # a feature this deployment has not configured
}


def business_view(response):
    """The response as its business code means it; unchanged when it is not an error envelope."""
    if response.status_code != 200:
        return response
    try:
        body = json.loads(response.content)
    except (ValueError, TypeError):
        return response
    if not isinstance(body, dict):
        return response
    code = body.get("code")
    if not isinstance(code, int) or code == 0:
        return response
    view = copy.copy(response)
    # An undocumented code still reads as a rejection here; the schema check names it.
    view.status_code = STATUS_OF_CODE.get(code, 400)
    return view


def _through_business_view(check):
    def run(ctx, response, case):
        return check(ctx, business_view(response), case)

    run.__name__ = f"business_{check.__name__}"
    run.__doc__ = f"{check.__name__}, reading a non-zero business code as the rejection it is."
    return run


# With a signed-in run, `ignored_auth` also sends the request again without the token and
# with a forged one; those answers are read through the same view (40003 is the refusal).
_enforces_auth = builtin._enforces_auth
builtin._enforces_auth = lambda response, authenticated: _enforces_auth(business_view(response), authenticated)

# The built-ins these replace are switched off in schemathesis.toml.
for _check in (
    builtin.positive_data_acceptance,
    builtin.negative_data_rejection,
    builtin.missing_required_header,
    builtin.ignored_auth,
):
    schemathesis.check(_through_business_view(_check))
