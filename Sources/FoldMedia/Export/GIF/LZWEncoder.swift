/// GIF's variable-width LZW compressor, fed one row of colour indices at a time so a frame never
/// needs its whole index image in memory, writing straight into 255-byte GIF data sub-blocks.
///
/// The string table is a 16K-slot open-addressing hash of (prefix code, next index) → code
/// (64 KiB, stays in L2); when the 4096-code table fills, a clear code restarts it, as every
/// decoder expects. Non-copyable so its buffers have one owner and are freed exactly once.
struct LZWEncoder: ~Copyable {
    let minimumCodeSize: Int
    private let clearCode: UInt32
    private var nextCode: UInt32
    private var codeSize: UInt32
    /// The code of the string matched so far; `UInt32.max` before the first index.
    private var prefix = UInt32.max

    private var bits: UInt64 = 0
    private var bitCount: UInt32 = 0

    /// Output with sub-block framing: `blockStart` is where the current block's length byte goes.
    private var out: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var blockStart = 0

    private let table: UnsafeMutablePointer<UInt32>
    private static let tableBits: UInt32 = 14
    private static let tableSize = 1 << 14
    private static let empty = UInt32.max

    /// `minimumCodeSize` is the bits per index (2…8, as GIF requires), `expectedPixels` sizes the
    /// first buffer.
    init(minimumCodeSize: Int, expectedPixels: Int) {
        self.minimumCodeSize = minimumCodeSize
        clearCode = 1 << UInt32(minimumCodeSize)
        nextCode = clearCode + 2
        codeSize = UInt32(minimumCodeSize) + 1
        capacity = max(1024, expectedPixels + expectedPixels / 2 + 1024)
        out = .allocate(capacity: capacity)
        table = .allocate(capacity: Self.tableSize)
        table.initialize(repeating: Self.empty, count: Self.tableSize)
        count = 1  // the first block's length byte
        emit(clearCode)
    }

    deinit {
        out.deallocate()
        table.deallocate()
    }

    /// Compresses `n` indices (each below 2^minimumCodeSize).
    mutating func encode(_ indices: UnsafePointer<UInt8>, count n: Int) {
        // Worst case one code (≤ 12 bits) per index plus clear codes and block headers.
        reserve(n * 2 + 64)
        // Locals keep the loop in registers; written back at the end.
        var prefix = self.prefix, nextCode = self.nextCode, codeSize = self.codeSize
        var bits = self.bits, bitCount = self.bitCount
        var count = self.count, blockStart = self.blockStart
        let out = self.out, table = self.table, clearCode = self.clearCode
        let mask = UInt32(Self.tableSize - 1), shift = 32 - Self.tableBits

        @inline(__always) func put(_ code: UInt32, _ size: UInt32) {
            bits |= UInt64(code) << UInt64(bitCount)
            bitCount &+= size
            while bitCount >= 8 {
                out[count] = UInt8(truncatingIfNeeded: bits)
                count &+= 1
                bits >>= 8
                bitCount &-= 8
                if count &- blockStart == 256 {
                    out[blockStart] = 255
                    blockStart = count
                    count &+= 1
                }
            }
        }

        var i = 0
        if prefix == UInt32.max, n > 0 {
            prefix = UInt32(indices[0])
            i = 1
        }
        while i < n {
            let c = UInt32(indices[i])
            i &+= 1
            let key = prefix << 8 | c
            var slot = (key &* 0x9E37_79B1) >> shift
            var found = false
            while true {
                let entry = table[Int(slot)]
                if entry == Self.empty { break }
                if entry >> 12 == key {
                    prefix = entry & 0xFFF
                    found = true
                    break
                }
                slot = (slot &+ 1) & mask
            }
            if found { continue }
            put(prefix, codeSize)
            // The new string gets the next code; the width grows once that code needs it, in step
            // with the decoder (which adds its entry one code later).
            let code = nextCode
            table[Int(slot)] = key << 12 | code
            nextCode &+= 1
            if code >= 1 << codeSize { codeSize &+= 1 }
            if code == 4095 {
                put(clearCode, codeSize)
                table.update(repeating: Self.empty, count: Self.tableSize)
                nextCode = clearCode &+ 2
                codeSize = UInt32(minimumCodeSize) &+ 1
            }
            prefix = c
        }
        self.prefix = prefix
        self.nextCode = nextCode
        self.codeSize = codeSize
        self.bits = bits
        self.bitCount = bitCount
        self.count = count
        self.blockStart = blockStart
    }

    /// Writes one code at the current width (outside the hot loop: clear and end codes).
    private mutating func emit(_ code: UInt32) {
        bits |= UInt64(code) << UInt64(bitCount)
        bitCount += codeSize
        flushWholeBytes()
    }

    private mutating func flushWholeBytes() {
        while bitCount >= 8 {
            appendByte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
    }

    private mutating func appendByte(_ byte: UInt8) {
        reserve(4)
        out[count] = byte
        count += 1
        if count - blockStart == 256 {
            out[blockStart] = 255
            blockStart = count
            count += 1
        }
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: out, count: count)
        out.deallocate()
        out = bigger
        capacity = newCapacity
    }

    /// Ends the stream (last string, end-of-information code) and appends the image data to
    /// `block`: the minimum code size byte, the sub-blocks and the zero-length terminator.
    consuming func finish(appendingTo block: inout [UInt8]) {
        if prefix != UInt32.max {
            emit(prefix)
            // The decoder adds an entry after this code; the end code is read at its new width.
            if nextCode < 4096, nextCode >= 1 << codeSize { codeSize += 1 }
        }
        emit(clearCode + 1)
        if bitCount > 0 {
            appendByte(UInt8(truncatingIfNeeded: bits))
            bits = 0
            bitCount = 0
        }
        let payload = count - blockStart - 1
        block.reserveCapacity(block.count + count + 2)
        block.append(UInt8(minimumCodeSize))
        if payload > 0 {
            out[blockStart] = UInt8(payload)
            block.append(contentsOf: UnsafeBufferPointer(start: out, count: count))
        } else {
            block.append(contentsOf: UnsafeBufferPointer(start: out, count: blockStart))
        }
        block.append(0)
    }
}
