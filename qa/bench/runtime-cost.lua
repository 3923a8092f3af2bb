-- runtime-cost.lua -- the Lua workload of qa/bench/runtime-cost.
--
-- usage: lua runtime-cost.lua N
--
-- N rounds of a mix of what Lua programs spend their time on: calls
-- (recursive Fibonacci), table writes and reads (a sieve, a sort with a
-- Lua comparator), strings (formatting, concatenation, pattern matching)
-- and closures with garbage collection.  It prints one checksum line, the
-- same for every build of the interpreter: the bench compares it.

local n = tonumber(arg[1]) or 1

local function fib(k)
  if k < 2 then return k end
  return fib(k - 1) + fib(k - 2)
end

local function sieve(limit)
  local composite, count = {}, 0
  for i = 2, limit do
    if not composite[i] then
      count = count + 1
      for j = i * i, limit, i do composite[j] = true end
    end
  end
  return count
end

local function sort_round(seed)
  local t, x = {}, seed
  for i = 1, 20000 do
    x = (x * 1103515245 + 12345) % 2147483648
    t[i] = x
  end
  table.sort(t, function(a, b) return a > b end)
  return t[1] % 1000
end

local function strings(seed)
  local parts = {}
  for i = 1, 4000 do
    parts[#parts + 1] = string.format("%d:%x;", i * seed, i)
  end
  local s = table.concat(parts)
  local sum = 0
  for a, b in s:gmatch("(%d+):(%x+);") do sum = sum + #a + #b end
  return sum + #s:gsub("1", "one")
end

local function closures(seed)
  local fs = {}
  for i = 1, 20000 do
    local v = i + seed
    fs[i] = function() return v * 2 end
  end
  local sum = 0
  for i = 1, #fs do sum = sum + fs[i]() end
  return sum
end

local check = 0
for round = 1, n do
  check = (check + fib(22) + sieve(100000) + sort_round(round)
           + strings(round) + closures(round)) % 1000000007
end
print(string.format("runtime-cost.lua %d %d", n, check))
