#!/usr/bin/env node
require('../dist/launch.cjs');
