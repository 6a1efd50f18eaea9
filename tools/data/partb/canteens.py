from common import C
